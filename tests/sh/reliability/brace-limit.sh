# A brace expansion of more than 4194304 words fails with a message (an
# expansion error: the script ends, status 1).  Differs from bash on
# purpose: bash makes all 5,000,000 words (about 1 GB of memory here);
# Quirl's limit is listed in docs/reliability.md.
echo start
echo {1..5000000}
echo not reached
