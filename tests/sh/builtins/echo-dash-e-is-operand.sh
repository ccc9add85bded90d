echo -e 'a'
