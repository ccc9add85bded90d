set -u
echo before
echo "$undefined_qz"
echo after
