#!/usr/bin/env bash
# Lints /api/openapi.json (built from buildApp, nothing listens) with Redocly's recommended rules
# and the repository's redocly.yaml (the document airlines build against is clean).
set -euo pipefail
cd "$(dirname "$0")/../../.."
out="$(mktemp -d)/openapi.json"
trap 'rm -rf "$(dirname "$out")"' EXIT
npx tsx apps/api/scripts/openapi-document.ts "$out"
# No usage reports or update checks: CI reaches the npm registry only.
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  npx redocly lint --config redocly.yaml --format=stylish "$out"
