true && echo a
false && echo b
true || echo c
false || echo d
