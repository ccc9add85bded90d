# RANDOM is reseeded in every subshell (bash): a subshell's numbers differ
# from the parent's next ones and from a sibling's, and the parent's
# sequence goes on as if no subshell had run.  SRANDOM comes from the
# kernel.  (Each check compares three or more numbers: a chance match
# has odds below 2^-40.)
RANDOM=5; a="$RANDOM $RANDOM $RANDOM"; b="$RANDOM $RANDOM $RANDOM"
RANDOM=5; c="$RANDOM $RANDOM $RANDOM"
s1=$(echo $RANDOM $RANDOM $RANDOM); s2=$(echo $RANDOM $RANDOM $RANDOM)
( echo $RANDOM $RANDOM $RANDOM ) >/dev/null
echo x | { read; s3="$RANDOM $RANDOM $RANDOM"; echo "$s3" >/dev/null; }
d="$RANDOM $RANDOM $RANDOM"
[ "$a" = "$c" ] && echo "seeded sequence repeats"
[ "$b" = "$d" ] && echo "subshells leave the parent's sequence alone"
[ "$s1" != "$b" ] && echo "a subshell is reseeded"
[ "$s1" != "$s2" ] && echo "siblings differ"
p=$( (echo $RANDOM $RANDOM $RANDOM) ); q=$( (echo $RANDOM $RANDOM $RANDOM) )
[ "$p" != "$q" ] && echo "nested siblings differ"
t=$(RANDOM=9; echo $RANDOM $RANDOM); u=$(RANDOM=9; echo $RANDOM $RANDOM)
[ "$t" = "$u" ] && echo "seeded in a subshell: the same sequence"
x=$SRANDOM y=$SRANDOM z=$SRANDOM
case $x$y$z in *[!0-9]*|'') echo "SRANDOM not a number" ;; esac
[ "$x $y" != "$y $z" ] && echo "SRANDOM varies"
[ $((x >= 0 && x < 4294967296)) = 1 ] && echo "SRANDOM is 32 bits"
[ "$(echo $SRANDOM $SRANDOM)" != "$(echo $SRANDOM $SRANDOM)" ] && echo "in subshells too"
