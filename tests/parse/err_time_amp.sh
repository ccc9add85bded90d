time &
