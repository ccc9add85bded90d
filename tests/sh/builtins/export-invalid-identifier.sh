# export and readonly name a bad operand whole, as bash and declare do,
# and go on with the other operands (status 1)
export 'a b=1' ok1=1; echo "status $? $ok1"
export a-b; echo "status $?"
readonly 1=2 ok2=2; echo "status $? $ok2"
readonly 'x+y+=3'; echo "status $?"
export =v; echo "status $?"
