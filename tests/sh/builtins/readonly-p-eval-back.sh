set -o posix; s=$(readonly RA='x y' RB="it's"; readonly -p | grep -E '^readonly R[AB]=')
eval "$s"
echo "[$RA] [$RB]"
RA=z
echo notreached
