echo "a"'b'\c
echo 'it''s'
echo "x""y"
