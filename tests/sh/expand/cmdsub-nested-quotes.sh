echo "$(echo "inner "quoted" text")"
echo "$(echo 'single  in')"
