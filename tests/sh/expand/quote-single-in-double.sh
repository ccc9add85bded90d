echo "it's" "'x'"
