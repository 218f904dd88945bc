"""The scripts a newcomer runs first, as he runs them."""
from __future__ import annotations

import socket
import subprocess

from builders import ROOT



def test_serve_says_a_taken_port_before_it_sets_anything_up_and_names_a_free_one() -> None:
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        done = subprocess.run(["bash", str(ROOT / "scripts" / "serve"), "--port", str(port)],
                              capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 1 and done.stdout == ""
    said = done.stderr.strip()
    assert said.startswith(f"serve: port {port} on 127.0.0.1 is taken") and "./scripts/serve --port " in said
    free = int(said.rsplit("--port ", 1)[1])
    with socket.create_server(("127.0.0.1", free)):  # the port it names is free
        pass
    done = subprocess.run(["bash", str(ROOT / "scripts" / "serve"), "--port=http"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 1 and done.stderr.strip() == "serve: --port 'http': give a port number, 1 to 65535"
