set -- a b
shift 2
echo "$# [$*]"
