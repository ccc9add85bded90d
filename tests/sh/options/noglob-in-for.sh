touch f1
set -f
for f in f*; do echo "$f"; done
