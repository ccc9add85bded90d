echo 'a\\b'
