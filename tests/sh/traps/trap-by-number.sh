# Conditions by number; 0 is EXIT.
trap 'echo usr1 by number' 10
trap 'echo exit by number' 0
kill -USR1 $$
echo body
