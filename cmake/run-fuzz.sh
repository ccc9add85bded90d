#!/bin/sh
# run-fuzz.sh FUZZER SEED_DIR SECONDS
#
# Runs a libFuzzer binary for a bounded time on a scratch copy of the seed
# corpus (libFuzzer adds inputs to its corpus directory; the repository must
# stay untouched).  Crash reproducers also land in the scratch directory and
# are printed, since the directory is removed afterwards.
set -u
fuzzer=$1 seeds=$2 secs=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/quirl-fuzz.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
mkdir "$work/corpus" "$work/artifacts"
if [ -d "$seeds" ]; then
	cp -R "$seeds/." "$work/corpus/"
else
	echo "run-fuzz: no seed corpus at $seeds, starting empty" >&2
fi
"$fuzzer" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
	-print_final_stats=1 -artifact_prefix="$work/artifacts/" \
	"$work/corpus"
rc=$?
for f in "$work"/artifacts/*; do
	[ -f "$f" ] || continue
	echo "run-fuzz: failing input $f (base64):"
	base64 "$f"
done
exit $rc
