eval 'echo redirected' > f
cat f
