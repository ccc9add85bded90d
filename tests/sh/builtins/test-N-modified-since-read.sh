# test -N / [[ -N ]]: the file was written after it was last read (its
# modification time is later than its access time; equal is not later)
: > f
touch -a -d '2020-01-01 00:00:00' f; touch -m -d '2021-01-01 00:00:00' f
[ -N f ]; echo "newer $?"
[[ -N f ]]; echo "newer [[ $?"
touch -d '2020-01-01 00:00:00' f
test -N f; echo "same $?"
touch -m -d '2019-01-01 00:00:00' f
[ -N f ]; echo "older $?"
[ -N nosuch ]; echo "missing $?"
[ ! -N f ]; echo "not $?"
