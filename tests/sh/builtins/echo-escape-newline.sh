echo 'a\nb'
