// The fields of a `Dialect` record are typed in ODS (`string`, `code`,
// `bit`): mlir-tblgen rejects any other value, an undefined name above all
// ("Variable not defined", as for an older file's
// `let cppNamespace = kOldDefvar;`), even where nothing in `ods!` reads it.
mod a {
    drr::ods! {
        def Dfa_Dialect : Dialect {
            let name = "dfa";
            let cppNamespace = kUndefinedNamespace;
        }
    }
}
mod b {
    drr::ods! {
        def Dfb_Dialect : Dialect {
            let name = "dfb";
            let description = kUndefinedText;
        }
    }
}
mod c {
    drr::ods! {
        def Dfc_Dialect : Dialect {
            let name = "dfc";
            let useDefaultTypePrinterParser = "yes";
        }
    }
}
mod d {
    drr::ods! {
        def Dfd_Dialect : Dialect {
            let name = "dfd";
            let summary = 3;
        }
    }
}
// Well-typed values compile.
mod ok {
    drr::ods! {
        def Dfok_Dialect : Dialect {
            let name = "dfok";
            let summary = "s";
            let description = r"A dialect.";
            let cppNamespace = "::df";
            let isExtensible = 1;
            let hasCanonicalizer = false;
            let useFoldAPI = kEmitFoldAdaptorFolder;
        }
    }
}

fn main() {}
