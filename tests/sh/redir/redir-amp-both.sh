# &> sends stdout and stderr to one file and starts no background job
echo keep > f
{ echo out; echo err >&2; } &>f
echo "last_bg=[${!-}]"
jobs
cat f
ls /nonexistent-dir-x &>f; echo "ls status $?"
grep -c nonexistent f
echo tail &>>f; echo more >&2 &>> f
tail -n 2 f
