eval "echo src1 \$LINENO
echo src2 \$LINENO"
