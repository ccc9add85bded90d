down() { [ $1 -eq 0 ] && return 0; down $(( $1 - 1 )); }
down 200
echo "status=$?"
