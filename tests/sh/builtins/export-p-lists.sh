set -o posix; export A1='x y' A2
export -p | grep -E '^export A[12]'
