echo to-stderr 2> f >&2
cat f
