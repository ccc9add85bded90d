set -u
set --
echo "[$@][$*][$#]"
