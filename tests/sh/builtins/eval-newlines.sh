eval 'echo one
echo two'
