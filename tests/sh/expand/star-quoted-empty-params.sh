set -- '' '' ''
IFS=,
echo "[$*]"
