set -o | grep -E '^(errexit|noglob|nounset)' | tr -s ' \t' ' '
set -o nounset
set -o | grep '^nounset' | tr -s ' \t' ' '
