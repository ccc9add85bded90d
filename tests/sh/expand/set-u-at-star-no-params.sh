set -u
set --
echo "[$@] [$*] $#"
