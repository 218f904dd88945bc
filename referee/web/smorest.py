"""flask-smorest and Flask-WTF with type hints: they ship none, so the
decorators we use are re-declared here with their types (``mypy --strict``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn, TypeVar

from flask_smorest import Api as _Api  # type: ignore[import-untyped]
from flask_smorest import Blueprint as _Blueprint
from flask_smorest import abort as _abort
from flask_wtf.csrf import CSRFError, CSRFProtect  # type: ignore[import-untyped]

__all__ = ["Api", "Blueprint", "CSRFError", "CSRFProtect", "abort"]

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")


class Api(_Api):  # type: ignore[misc]
    """flask-smorest's ``Api``."""

    def handle_http_exception(self, error: Exception) -> Any:
        return super().handle_http_exception(error)


class Blueprint(_Blueprint):  # type: ignore[misc]
    """flask-smorest's ``Blueprint``, its decorators typed."""

    def route(self, rule: str, *, parameters: Any = None, **options: Any) -> Callable[[T], T]:
        decorator: Callable[[T], T] = super().route(rule, parameters=parameters, **options)
        return decorator

    def arguments(self, schema: Any, **kwargs: Any) -> Callable[[F], F]:
        decorator: Callable[[F], F] = super().arguments(schema, **kwargs)
        return decorator

    def alt_response(self, status_code: int, **kwargs: Any) -> Callable[[F], F]:
        decorator: Callable[[F], F] = super().alt_response(status_code, **kwargs)
        return decorator

    def doc(self, **kwargs: Any) -> Callable[[F], F]:
        decorator: Callable[[F], F] = super().doc(**kwargs)
        return decorator


def abort(code: int, **kwargs: Any) -> NoReturn:
    """Raise the HTTP error ``code``; ``message``, ``errors`` and ``headers`` go into the JSON body."""
    _abort(code, **kwargs)
    raise AssertionError("unreachable")  # pragma: no cover
