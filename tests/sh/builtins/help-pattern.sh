help 'u*'
