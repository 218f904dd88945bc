"""Écarté and Pool Écarté, as Foster gives them (shared/spec/ecarte.md; laws/foster-ecarte.toml,
laws/foster-pool-ecarte.toml)."""
