# read's timeout as bash reads it: digits with an optional fraction and
# sign ('' and '.' are 0), no blanks, exponents or hex; TMOUT > 0 is the
# timeout when -t gives none.  The FIFO is never written, so the reads
# can only time out (status 142).
mkfifo p
exec 3<>p
TMOUT=0.1 read -u 3 x; echo "TMOUT status $?"
TMOUT=abc read -t 0.1 -u 3 x; echo "-t status $?"
read -t .1 -u 3 x; echo ".1 status $?"
for t in '' . 1. +0.5 -0; do
	read -t "$t" x < /dev/null; echo "[$t] status $?"
done
for t in ' 1' 1e1 0x1 inf -1 1.5. 1,5; do
	read -t "$t" x < /dev/null; echo "[$t] status $?"
done
