# An arithmetic error inside an array subscript abandons the rest of the
# command line, even in (( )) and let, which otherwise only fail with
# status 1; the next line runs with $? = 1 (bash 5.2).
x=(1 2)
(( x[1/0] )); echo "not reached $?"
echo "st=$?"
(( x[1+] )); echo "not reached $?"
echo "st=$?"
let 'x[2/0]=3' y=1; echo "not reached $?"
echo "st=$? y=${y-unset}"
let 'y=x[1+]'; echo "not reached $?"
echo "st=$?"
echo $(( x[3%0] + 1 )); echo "not reached $?"
echo "st=$?"
# the same errors outside a subscript only fail (( )) and let
(( 1/0 )); echo "reached $?"
let 1+; echo "reached $?"
# nested subscripts: the error in the inner one abandons as well
(( x[x[1/0]] )); echo "not reached $?"
echo "st=$?"
