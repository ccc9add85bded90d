( exit 2; echo notreached )
echo "still here $?"
