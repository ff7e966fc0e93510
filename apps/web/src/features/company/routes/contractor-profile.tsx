import { type ErrorIssue, messages } from "@haulwise/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useCompany } from "../api/get-company";
import { useSaveCompany } from "../api/save-company";
import { CompanyProfileForm, type CompanyProfileValues } from "../components/company-profile-form";

const DRIVERS_PATH = "/drivers";

/** /contractor-profile: the company's profile, saved for real (spec part 2 §2). */
export function ContractorProfileRoute() {
  const company = useCompany();
  const save = useSaveCompany();
  const navigate = useNavigate();
  const [issues, setIssues] = useState<ErrorIssue[]>();
  const [formError, setFormError] = useState<string>();

  async function handleSubmit(values: CompanyProfileValues) {
    setIssues(undefined);
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync(values);
      toast.success(messages.companies.profileCreated(saved.name));
      await navigate(DRIVERS_PATH);
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) setIssues(error.issues);
      setFormError(errorMessage(error, "Could not save the company profile. Please try again."));
    }
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Company Profile"
        description="The details your drivers and customers see. The logo is set in Account Settings."
      />
      {company.isPending ? (
        <LoadingScreen label="Loading company profile..." />
      ) : company.isError ? (
        <QueryError
          message={errorMessage(company.error, "Could not load your company profile.")}
          onRetry={() => company.refetch()}
        />
      ) : (
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle>Company details</CardTitle>
            <CardDescription>All fields except the notes are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <CompanyProfileForm
              company={company.data}
              onSubmit={handleSubmit}
              pending={save.isPending}
              serverIssues={issues}
              formError={formError}
              cancelTo={DRIVERS_PATH}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
