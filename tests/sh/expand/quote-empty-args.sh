set -- '' "" a
echo $#
