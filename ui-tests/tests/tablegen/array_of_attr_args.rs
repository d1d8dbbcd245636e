// `ArrayOfAttr` takes the dialect, the C++ name, the mnemonic and the
// element's C++ name (and optionally traits): fewer is an error at the
// class name.
drr::ods! {
    def Ao_Dialect : Dialect { let name = "ao"; }
    def Ao_Array : ArrayOfAttr<Ao_Dialect, "Array", "array">;
}
fn main() {}
