# NUL bytes in a script are dropped, as bash does.  Found by fuzz_expand:
# an arithmetic operand made only of NULs reached the evaluator
# unterminated (heap overflow in ${u:off:len}).
printf 'u=abcdef\necho "[${u:\0\0:\0}]"\necho "[${u:\0:2}]" x\0y\nset -- ${u:\0\0:\0\0IFc}\necho "$#"\necho end\n' >nul.sh
chmod +x nul.sh
./nul.sh
echo "status $?"
