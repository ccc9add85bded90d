set -u
echo "$# $? $$" >/dev/null && echo ok
