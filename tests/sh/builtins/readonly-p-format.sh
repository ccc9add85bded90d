set -o posix; readonly RA='a b' RB="q'uote"
readonly -p | grep -E '^readonly R[AB]'
