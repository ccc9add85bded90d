./no_such_file_here
echo "status=$?"
