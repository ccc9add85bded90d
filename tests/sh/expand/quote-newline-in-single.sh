echo 'line1
line2'
