# a lone "+" among set's operands is skipped and the options go on
# (dash and bash; issue 27)
set -- 1 2
set + a b
echo "$# $*"
set +
echo "$# $*"
set -- x
set + 
echo "$# $*"
set + -v
echo "$# $*"
set + -- a b c
echo "$# $*"
