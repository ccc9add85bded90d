# Integer edges that overflowed (issue 29): SECONDS set past 2^63/1e6,
# and appending after the element at INT64_MAX (the next index wraps).
SECONDS=10000000000000; echo $SECONDS
SECONDS=9223372036854775807; echo $SECONDS
b[9223372036854775807]=y; b+=(z); echo ${#b[@]}
