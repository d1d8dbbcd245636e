// ODS library classes that are `Type<…>` / `Attr<…>` with their arguments
// elsewhere take the number of arguments ODS declares: an error at the
// class name, with the signature.
drr::ods! {
    def Aa_Dialect : Dialect {
        let name = "aa";
    }
    def Aa_T : DialectType<Aa_Dialect>;
    def Aa_S : StringBasedAttr<CPred<|_c: &drr::Context, _a: drr::Attribute| true>, "s", "extra">;
}

fn main() {}
