# Children start with SIGPIPE at the default: with pipefail the status of
# `yes | head` is yes's death by SIGPIPE (128+13).
set -o pipefail
yes | head -n 2
echo "status $?"
