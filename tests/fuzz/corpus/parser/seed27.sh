cat <<<"here string" 3<>rw 4<&0 5>&- >|clob >>app
