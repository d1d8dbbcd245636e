t.custom %x
